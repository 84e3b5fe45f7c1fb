import type { ComponentType } from 'react';

/**
 * Catalogue pages that exist in the console, by menu key. Only these are routed and shown in
 * the sidebar and header search; each business area adds its pages here.
 */
export const pages: Partial<Record<string, () => Promise<{ default: ComponentType }>>> = {
  productlist: () => import('../features/base/productlist-page.tsx'),
  productaddedit: () => import('../features/base/productaddedit-page.tsx'),
  prodcutextend: () => import('../features/base/prodcutextend-page.tsx'),
  productpages: () => import('../features/base/productpages-page.tsx'),
  productsort: () => import('../features/base/productsort-page.tsx'),
  productunit: () => import('../features/base/productunit-page.tsx'),
  hierarchy: () => import('../features/base/hierarchy-page.tsx'),
  store: () => import('../features/base/store-page.tsx'),
  dealer: () => import('../features/base/dealer-page.tsx'),
  material: () => import('../features/base/material-page.tsx'),
  outsourcing: () => import('../features/base/outsourcing-page.tsx'),
  enterprise: () => import('../features/base/enterprise-page.tsx'),
  coderule: () => import('../features/tagging/coderule-page.tsx'),
  rulenews: () => import('../features/tagging/rulenews-page.tsx'),
  readycreate: () => import('../features/tagging/readycreate-page.tsx'),
  records: () => import('../features/tagging/records-page.tsx'),
  queryclose: () => import('../features/tagging/queryclose-page.tsx'),
  tree: () => import('../features/org/tree-page.tsx'),
  departmentjob: () => import('../features/org/departmentjob-page.tsx'),
  stafflist: () => import('../features/org/stafflist-page.tsx'),
  rolemanage: () => import('../features/org/rolemanage-page.tsx'),
  setmenusenable: () => import('../features/org/setmenusenable-page.tsx'),
  buttonpower: () => import('../features/org/buttonpower-page.tsx'),
};
