// Hidden tests at the stated limits: |s| up to 30, k up to 300, decoded strings up to about 10^5.
// Three-digit counts, deep nesting, siblings inside groups, letters around groups, and plain text.
// Each input is checked against the limits by decoding it here.

function decode(s) {
  const stack = [];
  let current = "";
  let count = 0;
  for (const ch of s) {
    if (ch >= "0" && ch <= "9") count = count * 10 + Number(ch);
    else if (ch === "[") {
      if (count < 1 || count > 300) throw new Error(`generator: bad count ${count} in ${s}`);
      stack.push([current, count]);
      [current, count] = ["", 0];
    } else if (ch === "]") {
      const [outer, times] = stack.pop();
      current = outer + current.repeat(times);
    } else current += ch;
  }
  return current;
}

function checked(s) {
  if (s.length < 1 || s.length > 30) throw new Error(`generator: |s| = ${s.length}`);
  if (decode(s).length > 100_000) throw new Error(`generator: ${s} decodes past 10^5`);
  return { s };
}

export default function generate(rng) {
  const word = (n) => rng.string(n, "abcdefghijklmnopqrstuvwxyz");
  return [
    { label: "three-digit counts nested: 300 * (1 + 300) = 90300 characters", input: checked("300[a300[b]]") },
    { label: "seven levels of 5: 78125 characters", input: checked("5[5[5[5[5[5[5[a]]]]]]]") },
    { label: "nine levels of 1: depth 9, one character", input: checked("1[1[1[1[1[1[1[1[1[z]]]]]]]]]") },
    { label: "siblings and letters inside nested groups", input: checked(`${word(2)}3[${word(2)}2[${word(1)}]4[2[${word(2)}]e]]${word(2)}`) },
    { label: "three sibling groups with counts 99, 100 and 300", input: checked(`99[${word(2)}]100[${word(3)}]300[${word(2)}]`) },
    { label: "|s| = 30, no brackets at all", input: checked(word(30)) },
    { label: "a group at the very end after plain text", input: checked(`${word(20)}250[${word(3)}]`) },
    { label: "|s| = 1", input: checked(word(1)) },
  ];
}
