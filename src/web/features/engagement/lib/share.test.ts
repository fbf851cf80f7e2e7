import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share.ts';

const data = { title: 'Harbor Roasters', url: 'https://flightdeck.test/case-studies/1' };
const abort = () => Object.assign(new Error('Share canceled'), { name: 'AbortError' });

describe('shareLink', () => {
  it('uses the native share sheet with the title and address when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats closing the share sheet as a choice, not an error', async () => {
    const writeText = vi.fn();
    expect(await shareLink(data, { share: vi.fn().mockRejectedValue(abort()), clipboard: { writeText } })).toBe('cancelled');
    expect(await shareLink(data, { share: vi.fn().mockRejectedValue(new DOMException('x', 'AbortError')) })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the address when there is no share sheet, or it fails', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { clipboard: { writeText } })).toBe('copied');
    expect(await shareLink(data, { share: vi.fn().mockRejectedValue(new Error('NotAllowedError')), clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('fails when neither works or neither exists', async () => {
    expect(await shareLink(data, { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } })).toBe('failed');
    expect(await shareLink(data, {})).toBe('failed');
    expect(await shareLink(data, undefined)).toBe('failed');
  });
});
