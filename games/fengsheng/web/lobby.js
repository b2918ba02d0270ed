// 风声: the lobby piece (docs/frontend.md). Under the options, what the chosen mode
// is (fengsheng.mode.<mode>.text), and what each house rule that is switched on does,
// so the table knows what it is about to play. The 新手场 and 3V3 texts also say our
// ruling on skills paid for by turning up an identity card that is already public
// (docs/fengsheng.md).

const HOUSE_RULES = ["bystander_alliance", "four_card_victory"];

export function render(root, room, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const opts = room.options || {};
  const mode = opts.mode || "standard";
  const rules = HOUSE_RULES.filter((id) => opts[id]);
  root.replaceChildren(el("div", { class: "fs-lobby" },
    el("p", { class: "fs-lobby-mode", dataset: { mode } },
      el("strong", null, t(`fengsheng.mode.${mode}`)), " ", t(`fengsheng.mode.${mode}.text`)),
    rules.map((id) => el("p", { class: "fs-lobby-rule" }, el("strong", null, t(`fengsheng.mode.${id}`)), " ",
      t(`fengsheng.mode.${id}.text`)))));
}
