import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { readSpreadsheet } from './case-import.reader.ts';

async function rowsOf(bytes: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of readSpreadsheet(Readable.from([bytes]), { maxBytes: 1_000_000 })) rows.push(row);
  return rows;
}

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
