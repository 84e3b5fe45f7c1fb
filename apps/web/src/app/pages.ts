import type { ComponentType } from 'react';

/**
 * Catalogue pages that exist in the console, by menu key. Only these are routed and shown in
 * the sidebar and header search; each business area adds its pages here.
 */
export const pages: Partial<Record<string, () => Promise<{ default: ComponentType }>>> = {
  tree: () => import('../features/org/tree-page.tsx'),
  departmentjob: () => import('../features/org/departmentjob-page.tsx'),
  stafflist: () => import('../features/org/stafflist-page.tsx'),
  rolemanage: () => import('../features/org/rolemanage-page.tsx'),
  setmenusenable: () => import('../features/org/setmenusenable-page.tsx'),
  buttonpower: () => import('../features/org/buttonpower-page.tsx'),
};
