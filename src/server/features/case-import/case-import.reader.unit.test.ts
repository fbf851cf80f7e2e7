import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { IMPORT_MESSAGES } from '#shared/schemas/case-import.ts';
import { readSpreadsheet, XLSX_LIMITS, type SheetRow } from './case-import.reader.ts';

async function sheetRowsOf(bytes: Buffer): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readSpreadsheet(Readable.from([bytes]), { maxBytes: 1_000_000 })) rows.push(row);
  return rows;
}
const rowsOf = async (bytes: Buffer) => (await sheetRowsOf(bytes)).map((row) => row.cells);

/** The same workbook with its entries stored in the given order (the rest after them). */
async function reordered(bytes: Buffer, first: string[]): Promise<Buffer> {
  const source = await JSZip.loadAsync(bytes);
  const names = Object.keys(source.files).filter((name) => !source.files[name]!.dir);
  const order = [...first, ...names.filter((name) => !first.includes(name))];
  const target = new JSZip();
  for (const name of order) target.file(name, await source.file(name)!.async('uint8array'));
  return target.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('reading a workbook', () => {
  it('reads the first sheet when the archive stores the workbook description after the sheets', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Cases').addRows([['title', 'industry'], ['Shared words', 'SaaS']]);
    workbook.addWorksheet('Notes').addRow(['ignored']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const sheetsFirst = await reordered(bytes, ['xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet2.xml', 'xl/worksheets/sheet1.xml']);

    expect(await rowsOf(sheetsFirst)).toEqual([['title', 'industry'], ['Shared words', 'SaaS']]);
  });
});

describe('a workbook that unpacks to too much', () => {
  it('is refused from its shared strings before they are read, with a sentence staff understand', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Cases').addRows([['title', 'industry'], ['Bomb', 'SaaS']]);
    const source = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
    // Strings of one repeated letter: a few hundred kilobytes that unpack to more than the cap.
    const count = 4_000;
    const string = 'a'.repeat(Math.ceil(XLSX_LIMITS.sharedStringsBytes / count) + 1);
    const strings = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">${`<si><t>${string}</t></si>`.repeat(count)}</sst>`;
    source.file('xl/sharedStrings.xml', strings);
    const bomb = await source.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bomb.length).toBeLessThan(1_000_000);

    const started = performance.now();
    await expect(rowsOf(bomb)).rejects.toThrow(IMPORT_MESSAGES.workbookTooLarge);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('is refused when the archive understates what an entry unpacks to', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Cases').addRows([['title', 'industry'], ['Bomb', 'SaaS']]);
    const source = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
    source.file('xl/sharedStrings.xml', `<sst>${'<si><t>b</t></si>'.repeat(Math.ceil(XLSX_LIMITS.sharedStringsBytes / 16) + 1)}</sst>`);
    const bytes = await source.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    // Rewrites the declared size in the central directory entry of xl/sharedStrings.xml to 1 byte.
    const name = Buffer.from('xl/sharedStrings.xml');
    for (let at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) {
      if (bytes.subarray(at + 46, at + 46 + name.length).equals(name)) bytes.writeUInt32LE(1, at + 24);
    }
    await expect(rowsOf(bytes)).rejects.toThrow(IMPORT_MESSAGES.workbookTooLarge);
  });
});

describe('reading a CSV', () => {
  const csv = (text: string) => Buffer.from(text, 'utf8');

  it('numbers rows as a spreadsheet shows them: the header is row 1, blank lines count, a cell over two lines stays in its row', async () => {
    const rows = await sheetRowsOf(csv('title,industry\r\nOne,SaaS\r\n\r\n"Two\r\nlines",Retail\r\nThree,Food\r\n'));
    expect(rows.map((row) => [row.number, row.cells[0]])).toEqual([
      [1, 'title'],
      [2, 'One'],
      [4, 'Two\r\nlines'],
      [5, 'Three'],
    ]);
  });

  it('refuses a file with a quote left open as a CSV syntax error naming its row', async () => {
    await expect(rowsOf(csv('title,industry\r\nOne,SaaS\r\n"Two,Retail\r\nThree,Food\r\n'))).rejects.toThrow(
      'CSV syntax error in row 3: a quoted cell is not closed properly, so the file cannot be read. Please check the quotation marks (") in that row.',
    );
  });

  it('reads a file with a stray NUL in a cell near its start (the row check reports it)', async () => {
    expect(await rowsOf(csv('title,industry\r\nOne\u0000,SaaS\r\n'))).toEqual([
      ['title', 'industry'],
      ['One\u0000', 'SaaS'],
    ]);
  });
});
