import { Fragment } from 'react';
import { cn } from '../../lib/cn';

/**
 * Email addresses as text that wraps only before an `@` or a dot (`hbrooks@` / `example.com`), never
 * mid-word; `break-words` is the fallback for a single part longer than the line.
 */
export function EmailText({ emails, className }: { emails: string | readonly string[]; className?: string }) {
  const list = typeof emails === 'string' ? [emails] : emails;
  return (
    <span className={cn('break-words', className)}>
      {list.map((email, index) => (
        <Fragment key={`${email}-${index}`}>
          {index > 0 && ', '}
          {email.split(/(?=[@.])/).map((part, at) => (
            <Fragment key={at}>
              {at > 0 && <wbr />}
              {part}
            </Fragment>
          ))}
        </Fragment>
      ))}
    </span>
  );
}
