import { envelope, errorEnvelope } from '@trace/contract/api';
import {
  menuButton,
  menuButtonAdd,
  menuButtonDelete,
  menuButtonListBody,
  menuButtonUpdate,
  menuEnableBody,
  menuTreeNode,
  roleTreeBody,
  saveTreeBody,
} from '@trace/contract/org';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import {
  addButton,
  buttonList,
  changeButton,
  enterpriseMenuTree,
  removeButton,
  roleMenuTree,
  saveRoleTree,
  switchMenu,
} from './grant.service.ts';

const tags = ['org: menus and grants'];
const withConflict = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };
const tree = envelope(z.array(menuTreeNode));

export async function grantRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.get(
    '/api/org/menutree/alltree',
    {
      config: { permission: menu('rolemanage') },
      schema: { tags, summary: 'The menu tree with what the enterprise switched on', response: { 200: tree, ...errorResponses } },
    },
    async (request) => ok(await enterpriseMenuTree(contextOf(request), false)),
  );
  r.get(
    '/api/org/menutree/alltreebuttons',
    {
      config: { permission: menu('rolemanage') },
      schema: { tags, summary: 'The menu tree with each menu’s buttons', response: { 200: tree, ...errorResponses } },
    },
    async (request) => ok(await enterpriseMenuTree(contextOf(request), true)),
  );
  r.post(
    '/api/org/menutree/allrolestree',
    {
      config: { permission: menu('rolemanage') },
      schema: {
        tags,
        summary: "The tree with one role's selected menus and buttons",
        body: roleTreeBody,
        response: { 200: tree, ...withConflict },
      },
    },
    async (request) => ok(await roleMenuTree(contextOf(request), request.body.role_id)),
  );
  r.post(
    '/api/org/menutree/savetree',
    {
      config: { permission: button('rolemanage:grant') },
      schema: {
        tags,
        summary: "Replace a role's menus and buttons; applies to the next request of its holders",
        body: saveTreeBody,
        response: { 200: envelope(z.null()), ...withConflict },
      },
    },
    async (request) => {
      await saveRoleTree(contextOf(request), {
        roleId: request.body.role_id,
        menuKeys: request.body.menu_keys,
        buttonCodes: request.body.button_codes,
      });
      return ok(null);
    },
  );
  r.post(
    '/api/org/menutree/menutreeenable',
    {
      config: { permission: button('setmenusenable:update') },
      schema: {
        tags,
        summary: 'Switch a menu (and what is below it) on or off for the whole enterprise',
        body: menuEnableBody,
        response: { 200: envelope(z.null()), ...withConflict },
      },
    },
    async (request) => {
      await switchMenu(contextOf(request), { menuKey: request.body.menu_key, enabled: request.body.enabled });
      return ok(null);
    },
  );
  r.post(
    '/api/org/menubutton/list',
    {
      config: { permission: menu('buttonpower') },
      schema: {
        tags,
        summary: 'Buttons of one menu or of all',
        body: menuButtonListBody,
        response: { 200: envelope(z.array(menuButton)), ...errorResponses },
      },
    },
    async (request) => ok(await buttonList(contextOf(request), request.body.menu_key)),
  );
  r.post(
    '/api/org/menubutton/add',
    {
      config: { permission: button('buttonpower:add') },
      schema: {
        tags,
        summary: 'Add a button of the enterprise’s own to a menu',
        body: menuButtonAdd,
        response: { 200: envelope(menuButton), ...withConflict },
      },
    },
    async (request) =>
      ok(await addButton(contextOf(request), { menuKey: request.body.menu_key, action: request.body.action, name: request.body.name })),
  );
  r.post(
    '/api/org/menubutton/update',
    {
      config: { permission: button('buttonpower:update') },
      schema: {
        tags,
        summary: 'Rename, disable or enable a button',
        body: menuButtonUpdate,
        response: { 200: envelope(menuButton), ...withConflict },
      },
    },
    async (request) => ok(await changeButton(contextOf(request), { code: request.body.code, change: request.body })),
  );
  r.post(
    '/api/org/menubutton/delete',
    {
      config: { permission: button('buttonpower:delete') },
      schema: {
        tags,
        summary: 'Delete a button of the enterprise’s own (built-in buttons stay)',
        body: menuButtonDelete,
        response: { 200: envelope(z.null()), ...withConflict },
      },
    },
    async (request) => {
      await removeButton(contextOf(request), request.body.code);
      return ok(null);
    },
  );
}
