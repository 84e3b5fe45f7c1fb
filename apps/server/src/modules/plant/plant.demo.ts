import { employeeIdsByName } from '../../platform/access/employees.ts';
import type { Scope } from '../../platform/context.ts';
import { newDeviceKey } from './device-key.ts';
import { plants, productionLines, shiftMembers, shifts, workshops } from './plant.table.ts';

const PLANTS = [
  { code: 'PL-SH', name: '上海一号工厂', area: '310115', address: '浦东新区康桥工业园 18 号', manager: '赵磊', phone: '021-58120000' },
  { code: 'PL-HZ', name: '杭州千岛湖水源工厂', area: '330100', address: '淳安县千岛湖镇 6 号', manager: '钱芳', phone: '0571-64880000' },
  {
    code: 'PL-VLC',
    name: 'Planta Valencia',
    area: '',
    address: 'Polígono Industrial Fuente del Jarro, Paterna',
    manager: 'Carlos Mendoza',
    phone: '',
  },
];
const WORKSHOPS = [
  { suffix: 'W1', name: '灌装车间', nameEs: 'Taller de llenado' },
  { suffix: 'W2', name: '包装车间', nameEs: 'Taller de embalaje' },
];
const SHIFTS = [
  { code: 'SH-A', name: '早班', start: '06:00', end: '14:00', members: ['super01', 'super02'] },
  { code: 'SH-B', name: '中班', start: '14:00', end: '22:00', members: ['super03', 'planner02'] },
  { code: 'SH-C', name: '夜班', start: '22:00', end: '06:00', members: ['super04', 'super05'] },
];

/**
 * Demo plants (3, two workshops each, two lines per workshop) and three shift teams with demo
 * employees as members. Demo lines get random device keys nobody knows: rotate one to use it.
 */
export async function loadDemoPlantData(scope: Scope): Promise<void> {
  const { orm, enterpriseId } = scope;
  const owner = { enterprise_id: enterpriseId };
  for (const p of PLANTS) {
    const [plant] = await orm
      .insert(plants)
      .values({ ...owner, code: p.code, name: p.name, area_code: p.area, address: p.address, manager: p.manager, phone: p.phone })
      .returning({ id: plants.id });
    for (const w of WORKSHOPS) {
      const spanish = p.code === 'PL-VLC';
      const [workshop] = await orm
        .insert(workshops)
        .values({
          ...owner,
          code: `${p.code}-${w.suffix}`,
          name: spanish ? w.nameEs : w.name,
          plant_id: plant?.id as number,
          manager: p.manager,
        })
        .returning({ id: workshops.id });
      await orm.insert(productionLines).values(
        [1, 2].map((n) => ({
          ...owner,
          code: `${p.code}-${w.suffix}-L${n}`,
          name: spanish ? `Línea ${n}` : `${n} 号线`,
          workshop_id: workshop?.id as number,
          key_hash: newDeviceKey().hash,
        })),
      );
    }
  }
  const byName = await employeeIdsByName(orm, enterpriseId);
  for (const s of SHIFTS) {
    const [shift] = await orm
      .insert(shifts)
      .values({ ...owner, code: s.code, name: s.name, start_time: s.start, end_time: s.end })
      .returning({ id: shifts.id });
    const members = s.members.map((name) => byName.get(name)).filter((id): id is number => id !== undefined);
    if (members.length > 0)
      await orm.insert(shiftMembers).values(members.map((account_id) => ({ shift_id: shift?.id as number, account_id })));
  }
}
