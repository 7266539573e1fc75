import type { OperatorPermission } from '@platform/contracts';
import type { ComponentType } from 'react';

/**
 * The back office's sections, in menu order. Each is a lazy chunk at /ops/<id>/* that owns its
 * sub-routes (screens/<id>/index.tsx, default export); `permission` hides it from roles without it
 * (the server checks every call anyway). Add a section here with one line.
 */
export type Section = {
  id:
    | 'dashboard'
    | 'members'
    | 'cashier'
    | 'agents'
    | 'content'
    | 'config'
    | 'reports'
    | 'operators'
    | 'audit'
    | 'support';
  permission: OperatorPermission;
  load: () => Promise<{ default: ComponentType }>;
};

export const SECTIONS: Section[] = [
  { id: 'dashboard', permission: 'reports', load: () => import('../screens/dashboard') },
  { id: 'members', permission: 'members.read', load: () => import('../screens/members') },
  { id: 'cashier', permission: 'cashier', load: () => import('../screens/cashier') },
  { id: 'agents', permission: 'agents', load: () => import('../screens/agents') },
  { id: 'reports', permission: 'reports', load: () => import('../screens/reports') },
  { id: 'content', permission: 'content', load: () => import('../screens/content') },
  { id: 'support', permission: 'support', load: () => import('../screens/support') },
  { id: 'config', permission: 'config', load: () => import('../screens/config') },
  { id: 'operators', permission: 'operators', load: () => import('../screens/operators') },
  { id: 'audit', permission: 'audit', load: () => import('../screens/audit') },
];
