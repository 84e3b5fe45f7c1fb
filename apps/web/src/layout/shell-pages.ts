import { createContext, useContext } from 'react';

/**
 * The menu keys of the pages the console has. The router finds them (it loads the features) and
 * hands them to the shell, so the shell's menu and search never import the router's registry.
 */
export const ShellPages = createContext<ReadonlySet<string>>(new Set());

export function useExistingPages(): ReadonlySet<string> {
  return useContext(ShellPages);
}
