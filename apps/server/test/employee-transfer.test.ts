import { ACCOUNT_TYPE } from '@trace/contract/api';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './support/test-app.ts';

describe('employee export and import', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  const upload = (content: Buffer | string, filename = 'staff.csv', token = admin) =>
    t.request({ method: 'POST', url: '/api/org/employees/import', token, ...multipart(content, filename) });

  it('exports the current filter as CSV with a BOM, translated headers and formulas defused', async () => {
    await t.db.query(`UPDATE accounts SET real_name = '=HYPERLINK("http://evil")' WHERE account_name = 'clerk02'`);
    const response = await t.request({
      method: 'GET',
      url: '/api/org/employees/export?format=csv&account=clerk',
      token: admin,
      lang: 'zh',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('employees.csv');
    const text = response.raw.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.replace('\uFEFF', '').trim().split('\n');
    expect(lines[0]).toMatch(/^账号,姓名,部门/);
    expect(lines).toHaveLength(1 + 6);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('exports xlsx with every matching row as text cells', async () => {
    const response = await t.request({ method: 'GET', url: '/api/org/employees/export?format=xlsx', token: admin });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(1 + 25);
    const formulaCell = sheet?.getRow(2).getCell(2);
    expect(typeof formulaCell?.value === 'string' || formulaCell?.value === null).toBe(true);
  });

  it('refuses an employee without the export grant, and shows another enterprise nothing', async () => {
    const clerk = await t.tokenFor('clerk01', ACCOUNT_TYPE.EMPLOYEE, ADMIN_PASSWORD);
    expect((await t.request({ method: 'GET', url: '/api/org/employees/export?format=csv', token: clerk })).body.status_code).toBe(40301);
    const other = await t.secondEnterprise();
    const theirs = await t.request({ method: 'GET', url: '/api/org/employees/export?format=csv', token: other.token });
    expect(theirs.raw.body.trim().split('\n')).toHaveLength(1);
    expect(theirs.raw.body).not.toContain('clerk01');
  });

  it('imports every row of a clean file, with department and positions', async () => {
    const csv = [
      'account_name,password,real_name,mobile,email,department_code,positions',
      'import01,Import-Pass-01,导入一号,13800000001,one@example.com,WH-EAST,Warehouse keeper',
      'import02,Import-Pass-02,Import Two,,,,Line supervisor; Quality auditor',
    ].join('\n');
    const response = await upload(csv);
    expect(response.body).toEqual({ status_code: 200, message: 'success', data: { imported: 2, errors: [] } });
    const page = await t.request({ method: 'GET', url: '/api/org/employees/pagelist?account=import0&sort=account_name', token: admin });
    expect(
      page.body.data.list.map((e: { department_name: string; position_names: string[] }) => [e.department_name, e.position_names]),
    ).toEqual([
      ['华东仓', ['Warehouse keeper']],
      ['', ['Line supervisor', 'Quality auditor']],
    ]);
    expect((await t.login('import02', 'Import-Pass-02', ACCOUNT_TYPE.EMPLOYEE)).status).toBe(200);
  });

  it('imports nothing from a file with a bad row, and says what is wrong on which row', async () => {
    const before = await t.count('accounts');
    const csv = [
      'account_name,password,real_name,mobile,email,department_code,positions',
      'good01,Good-Pass-0001,Good,,,,',
      'bad/name,Good-Pass-0002,Bad name,,,,',
      'good01,Good-Pass-0003,Duplicate,,,,',
      'clerk01,Good-Pass-0004,Taken,,,NOPE,Ghost position',
      'weak01,weak01,Weak password,,not-an-email,,',
    ].join('\n');
    const response = await upload(csv);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Nothing was imported: 6 problems to fix');
    expect(response.body.data.errors).toEqual([
      // Each problem is a sentence naming the field by its label.
      { row: 3, field: 'account_name', message: 'Account name cannot contain special characters such as %!=/:;“’ or Chinese' },
      { row: 4, field: 'account_name', message: 'good01 appears twice in the file' },
      { row: 5, field: 'account_name', message: 'Account name clerk01 is already used' },
      { row: 5, field: 'department_code', message: 'Department code must refer to something that exists' },
      { row: 5, field: 'positions', message: 'Positions must refer to something that exists' },
      // A row whose fields do not parse is reported for those fields only.
      { row: 6, field: 'email', message: 'Email has an invalid format' },
    ]);
    expect(await t.count('accounts')).toBe(before);
  });

  it('accepts the downloaded xlsx template once filled in', async () => {
    const template = await t.request({ method: 'GET', url: '/api/org/employees/import-template?format=xlsx', token: admin });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('template has no sheet');
    sheet.getRow(2).getCell(1).value = 'fromxlsx01';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(file, 'staff.xlsx');
    expect(response.body.data).toEqual({ imported: 1, errors: [] });
  });

  it('refuses unreadable, empty, oversized or header-less files', async () => {
    expect((await upload(Buffer.from([0, 1, 2, 3, 0, 255]), 'x.csv')).status).toBe(400);
    expect((await upload('account_name,password\n', 'x.csv')).status).toBe(400);
    expect((await upload('name,pw\na,b\n', 'x.csv')).body.message).toMatch(/^Columns missing: account_name, password/);
    expect((await upload(Buffer.alloc(1_100_000, 'a'), 'big.csv')).status).toBe(413);
    expect((await upload(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]), 'fake.xlsx')).status).toBe(400);
  });
});
