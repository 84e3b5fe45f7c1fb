import { type Access, ALL_GRANTS } from '@trace/contract/access';

const switches = (menus: string[], buttons: string[]) => ({ disabledMenus: new Set(menus), disabledButtons: new Set(buttons) });

/** The enterprise account's access, with what its enterprise switched off. */
export const enterprise = (menusOff: string[] = [], buttonsOff: string[] = []): Access => ({
  switches: switches(menusOff, buttonsOff),
  holding: ALL_GRANTS,
});

/** An employee holding these menus and buttons, in an enterprise that switched `menusOff` off. */
export const employee = (menus: string[], buttons: string[] = [], menusOff: string[] = []): Access => ({
  switches: switches(menusOff, []),
  holding: { menus: new Set(menus), buttons: new Set(buttons) },
});
