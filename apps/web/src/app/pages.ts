import type { ComponentType } from 'react';

/**
 * Catalogue pages that exist in the console, by menu key. Only these are routed and shown in
 * the sidebar and header search; each business area adds its pages here.
 */
export const pages: Partial<Record<string, () => Promise<{ default: ComponentType }>>> = {};
