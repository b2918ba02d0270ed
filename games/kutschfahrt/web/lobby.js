// 魔城馬車: the lobby piece (docs/frontend.md). Under the options, what each host option does
// (kutschfahrt.option.<id>.help, §7 of docs/rules/kutschfahrt.md) and that the event scoring is our
// default, not the rulebook's (§8), so the table knows what it is about to play.

// the options as the rules declare them (games/kutschfahrt/rules.py Kutschfahrt.options)
const OPTIONS = ["hand_limit", "beginner_items", "bags_always_count", "strict_loge", "mixer_after_duelist",
  "doctor_in_item_round", "offered_first", "three_society_cards", "start_player", "stall_rounds"];

export function render(root, room, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const opts = room.options || {};
  root.replaceChildren(el("div", { class: "kf-lobby" },
    el("details", { class: "kf-lobby-help" },
      el("summary", null, t("kutschfahrt.ui.options_help")),
      OPTIONS.map((id) => el("p", { class: ["kf-lobby-rule", opts[id] && opts[id] !== "random" && "kf-lobby-on"], dataset: { option: id } },
        el("strong", null, t(`kutschfahrt.option.${id}`)), " ", t(`kutschfahrt.option.${id}.help`)))),
    el("p", { class: "kf-lobby-scoring" }, t("kutschfahrt.lobby.scoring"))));
}
