-- Access (issue 17): operator roles become one of OPERATOR_ROLES (owner, finance, support, content,
-- risk). The old default 'operator' could do everything, so it becomes 'owner'; any other value a
-- hand-typed row may hold becomes the least one, 'support'. The next migration adds the check.
UPDATE operators SET role = 'owner' WHERE role = 'operator';
--> statement-breakpoint
UPDATE operators SET role = 'support' WHERE role NOT IN ('owner', 'finance', 'support', 'content', 'risk');
