// Hidden tests over the whole range (rowIndex <= 33): the last row, whose middle entries
// (1166803110) come close to 2^31 and overflow a factorial formula, its neighbours, a few middle
// rows the hand-written tests skip, and the two smallest rows.

export default function generate() {
  return [
    { label: "rowIndex = 33, the maximum (middle entries 1166803110)", input: { rowIndex: 33 } },
    { label: "rowIndex = 31", input: { rowIndex: 31 } },
    { label: "rowIndex = 30", input: { rowIndex: 30 } },
    { label: "rowIndex = 27", input: { rowIndex: 27 } },
    { label: "rowIndex = 21 (factorials alone pass 2^63 here)", input: { rowIndex: 21 } },
    { label: "rowIndex = 13 (13! already passes 2^31)", input: { rowIndex: 13 } },
    { label: "rowIndex = 7", input: { rowIndex: 7 } },
    { label: "rowIndex = 1", input: { rowIndex: 1 } },
    { label: "rowIndex = 0, the minimum", input: { rowIndex: 0 } },
  ];
}
