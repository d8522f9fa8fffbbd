import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advancesDelivery,
  capResetAt,
  DELIVERY_STATUSES,
  renderTemplateHtml,
  renderTemplateText,
  templateFieldsOf,
  templateProblem,
  unresolvedFields,
} from '../../../shared/mail/communications.js';
import { deliveryChangeOf, mailEventMessage } from '../../../shared/communications/schemas/mail-events.js';
import { renderEmail } from '../../../shared/mail/registry.js';
import { csvCell as toCsvCell } from '../../../shared/accounts/account-export.js';

describe('message templates', () => {
  it('finds the fields a template uses', () => {
    expect(templateFieldsOf('Hi {{ customer_first_name }}, {{status}} {{status}}')).toEqual([
      'customer_first_name',
      'status',
    ]);
  });

  it('refuses unknown fields and script-like content, accepts the fixed list', () => {
    expect(templateProblem('Hi {{customer_first_name}}', 'at {{property_address}}')).toBeNull();
    expect(templateProblem('Hi {{first_name}}')).toMatch(/Unknown template field: \{\{first_name\}\}/);
    expect(templateProblem('{{a}} {{b}}')).toMatch(/fields: \{\{a\}\}, \{\{b\}\}/);
    for (const bad of [
      '<script>x</script>',
      '<SVG onload=1>',
      'a href="javascript:alert(1)"',
      '<img onerror = x>',
    ])
      expect(templateProblem(bad), bad).not.toBeNull();
    expect(templateProblem('Call us on 555 — it is on time')).toBeNull();
  });

  it('escapes the template text and every value in HTML, and keeps plain text as is', () => {
    const values = { customer_first_name: '<img src=x onerror=alert(1)>', company_name: 'A & B' };
    const html = renderTemplateHtml(
      'Hi {{customer_first_name}} <3\nfrom {{company_name}} {{status}}',
      values,
    );
    expect(html).toBe('Hi &lt;img src=x onerror=alert(1)&gt; &lt;3<br>from A &amp; B ');
    expect(renderTemplateText('Hi {{customer_first_name}}', values)).toBe('Hi <img src=x onerror=alert(1)>');
  });

  it('never lets a value produce markup (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (template, value) => {
        const html = renderTemplateHtml(`${template}{{customer_name}}`, { customer_name: value });
        expect(html).not.toMatch(/<(?!br>)/);
      }),
    );
  });

  it('renders the communication mail through the one mail renderer', () => {
    const mail = renderEmail({
      template: 'communication',
      data: {
        subject: 'About {{property_address}}',
        body: 'Hi {{customer_first_name}}',
        values: { property_address: '1 Main', customer_first_name: '<b>Eve</b>' },
        companyName: 'Acme Roofing',
        contactPhone: '(555) 010-2000',
      },
    });
    expect(mail.subject).toBe('About 1 Main');
    expect(mail.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).toContain('(555) 010-2000');
    expect(mail.text).toContain('Hi <b>Eve</b>');
  });
});

describe('delivery status', () => {
  it('only moves forward; bounces and complaints are final', () => {
    expect(advancesDelivery('queued', 'sent')).toBe(true);
    expect(advancesDelivery('delivered', 'sent')).toBe(false);
    expect(advancesDelivery('delayed', 'delivered')).toBe(true);
    expect(advancesDelivery('bounced', 'delivered')).toBe(false);
    for (const status of DELIVERY_STATUSES) expect(advancesDelivery(status, status)).toBe(false);
  });

  it('reads SES events raw or inside an SNS notification', () => {
    const bounce = {
      eventType: 'Bounce',
      mail: { timestamp: 't0', messageId: 'm', destination: ['A+bounce@x.example'] },
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [{ emailAddress: 'A+bounce@x.example' }],
        timestamp: 't1',
      },
    };
    const wrapped = mailEventMessage.parse({ Type: 'Notification', Message: JSON.stringify(bounce) });
    expect(deliveryChangeOf(wrapped)).toEqual({
      status: 'bounced',
      at: 't1',
      recipients: ['a+bounce@x.example'],
      hardBounce: true,
      detail: 'Permanent / General',
    });
    const transient = { ...bounce, bounce: { ...bounce.bounce, bounceType: 'Transient' } };
    expect(deliveryChangeOf(mailEventMessage.parse(transient)).hardBounce).toBe(false);
    expect(() => mailEventMessage.parse({ eventType: 'Open', mail: bounce.mail })).toThrow();
  });

  it('caps reset at the next UTC midnight', () => {
    expect(capResetAt(new Date('2026-11-23T23:59:59Z')).toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });
});

describe('account export files', () => {
  it('writes RFC 4180 CSV, neutralises formulas, keeps lists of scalars and drops secrets', async () => {
    const { exportFiles, toCsv } = await import('../../../shared/accounts/account-export.js');
    expect(toCsv([{ a: 'x,"y"\nz', b: '=1+1', c: ['a@x', 'b@x'] }], ['a', 'b', 'c'])).toBe(
      'a,b,c\r\n"x,""y""\nz",\'=1+1,a@x; b@x\r\n',
    );
    const files = exportFiles(
      [
        {
          type: 'estimate',
          estimateId: 'e1',
          customerLastName: 'Lopez',
          customerFirstName: 'Ana',
          address: '1 Main',
          finalCents: 1000,
          createdAt: 't',
        },
        { type: 'proposal', proposalId: 'p1', tokenHash: 'secret' },
        { type: 'communication', communicationId: 'c1', recipients: ['a@x'], events: [{ status: 'sent' }] },
        { type: 'rate-limit', hits: 3 },
      ],
      '2026-11-23T00:00:00Z',
    );
    expect(files['proposals.json']).not.toContain('secret');
    expect(files['communications.csv']).toBe('Communication ID,Recipients\r\nc1,a@x\r\n');
    expect(JSON.parse(files['customers.json']!)).toMatchObject([
      { last_name: 'Lopez', total_estimates: 1, total_value: 10 },
    ]);
    expect(JSON.parse(files['manifest.json']!).counts).toEqual({
      estimates: 1,
      proposals: 1,
      projects: 0,
      documents: 0,
      communications: 1,
      customers: 1,
    });
  });

  it('CSV round-trips any text (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = toCsvCell(text);
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        // Only a cell that would start a formula gets the apostrophe; text that already starts with
        // one (e.g. "'@") is kept as it is.
        expect(unquoted).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
      }),
    );
  });
});

describe('unresolvedFields', () => {
  it('names the fields a message uses that have no value, blank counting as none, in order of use', () => {
    expect(
      unresolvedFields(
        { customer_first_name: 'Ada', property_address: '  ' },
        'Your roof at {{property_address}}',
        'Hi {{customer_first_name}}, {{proposal_total}} {{property_address}}',
      ),
    ).toEqual(['property_address', 'proposal_total']);
    expect(unresolvedFields({ customer_first_name: 'Ada' }, 'Hi {{ customer_first_name }}')).toEqual([]);
  });
});
