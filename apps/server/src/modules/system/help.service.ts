import type { HelpStore } from './help.store';

/**
 * Writing the help center (the back office's Content section calls these inside its own audited
 * transaction): a section per (language, anchor), created or replaced, and removed.
 */
export function helpService(deps: { store: HelpStore }) {
  return {
    page: deps.store.page,
    languages: deps.store.languages,
    save: deps.store.upsert,
    remove: deps.store.remove,
  };
}
export type HelpService = ReturnType<typeof helpService>;
