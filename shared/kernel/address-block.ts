/** The 16-bit groups of an IPv6 address (eight), or undefined when `text` is not one. */
function ipv6Groups(text: string): number[] | undefined {
  let address = text;
  const tail: number[] = [];
  // An IPv4 tail (`::ffff:192.0.2.1`) stands for the last two groups.
  const dotted = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (dotted) {
    const octets = dotted[2].split('.').map(Number);
    if (octets.some((octet) => octet > 255)) return undefined;
    tail.push((octets[0] << 8) | octets[1], (octets[2] << 8) | octets[3]);
    address = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1);
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  if ([...head, ...rest].some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  const given = head.length + rest.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return undefined;
  const zeros = Array.from({ length: 8 - given }, () => 0);
  return [...head, ...zeros, ...rest].map((group) => parseInt(String(group), 16)).concat(tail);
}

/**
 * The subject a per-address limit counts: an IPv6 client by its /64 (one subscriber gets a whole
 * /64 and can pick any address in it), an IPv4-mapped IPv6 address as its IPv4 address; anything
 * else (IPv4, an email, `all`) unchanged. See docs/decisions.md ("Limits that hold").
 */
export function limitSubject(subject: string): string {
  const groups = subject.includes(':') ? ipv6Groups(subject) : undefined;
  if (!groups) return subject;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
