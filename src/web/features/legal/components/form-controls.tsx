import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The spam trap: a field people never see or reach, which form-filling robots fill in. The
 * server refuses a message that has it (no third-party service involved).
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor="website-field">Leave this field empty</label>
      <input id="website-field" type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
