import { envelope, errorEnvelope } from '@trace/contract/api';
import { operationRefusal } from '@trace/contract/codes';
import {
  lineTask,
  looseItem,
  looseQuery,
  taskAddInput,
  taskCloseInput,
  taskClosePlan,
  taskClosePlanQuery,
  taskLineOption,
  taskLineQuery,
  taskMoveInput,
  taskOrderOption,
  taskOrderQuery,
} from '@trace/contract/line-task';
import { pageOf } from '@trace/contract/list';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { taskResource } from './task.resource.ts';
import { addTask, closePlan, closeTask, looseItems, moveTask, taskLineOptions, taskOrderOptions, taskService } from './task.service.ts';

const tags = ['plant: tasks'];
const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };

/** Line tasks: `/api/plant/tasks/…` (menu `taskmanagement`; buttons add, update, close). */
export async function taskRoutes(app: FastifyInstance) {
  registerResource(app, taskResource, taskService);
  const r = routesOf(app);
  r.get(
    '/api/plant/tasks/loose',
    {
      config: { permission: menu('taskmanagement') },
      schema: {
        tags,
        summary: "A page of the task's loose items: its order's items commissioned on its line and in no case yet",
        querystring: looseQuery,
        response: { 200: envelope(pageOf(looseItem)), ...writes },
      },
    },
    async (request) => ok(await looseItems(contextOf(request), request.query)),
  );
  r.get(
    '/api/plant/tasks/close-plan',
    {
      config: { permission: menu('taskmanagement') },
      schema: {
        tags,
        summary:
          "What is open on a task for its close: loose items, cases on no pallet, and the cases and pallets not full (the station's open case and pallet)",
        querystring: taskClosePlanQuery,
        response: { 200: envelope(taskClosePlan), ...writes },
      },
    },
    async (request) => ok(await closePlan(contextOf(request), request.query.id)),
  );
  r.get(
    '/api/plant/tasks/orders',
    {
      config: { permission: menu('taskmanagement') },
      schema: {
        tags,
        summary: 'Released and running orders a task may be opened for (up to 50)',
        querystring: taskOrderQuery,
        response: { 200: envelope(z.array(taskOrderOption)), ...errorResponses },
      },
    },
    async (request) => ok(await taskOrderOptions(contextOf(request), request.query)),
  );
  r.get(
    '/api/plant/tasks/lines',
    {
      config: { permission: menu('taskmanagement') },
      schema: {
        tags,
        summary: "The enabled lines of an order's workshop, each with the order at work on it",
        querystring: taskLineQuery,
        response: { 200: envelope(z.array(taskLineOption)), ...errorResponses },
      },
    },
    async (request) => ok(await taskLineOptions(contextOf(request), request.query)),
  );
  r.post(
    '/api/plant/tasks/add',
    {
      config: { permission: button('taskmanagement:add') },
      schema: {
        tags,
        summary: 'Open a task for a released or running order on a free line of its workshop; 409 names the order at work there',
        body: taskAddInput,
        response: { 200: envelope(lineTask), ...writes },
      },
    },
    async (request) => ok(await addTask(contextOf(request), request.body)),
  );
  r.post(
    '/api/plant/tasks/update',
    {
      config: { permission: button('taskmanagement:update') },
      schema: {
        tags,
        summary: 'Move an open task (no read yet) to another free, enabled line of its workshop',
        body: taskMoveInput,
        response: { 200: envelope(lineTask), ...writes },
      },
    },
    async (request) => ok(await moveTask(contextOf(request), request.body)),
  );
  r.post(
    '/api/plant/tasks/close',
    {
      config: { permission: button('taskmanagement:close') },
      schema: {
        tags,
        summary:
          'Close a task with a reason: its loose items into a case code and its cases on no pallet onto a pallet code (each one pack operation, from op_id), or left by choice; never past the fill unless overfill; the order completes with its last task',
        body: taskCloseInput,
        response: { 200: envelope(lineTask), ...writes, 409: envelope(operationRefusal.or(errorEnvelope.shape.data)) },
      },
    },
    async (request) => ok(await closeTask(contextOf(request), request.body)),
  );
}
