// partytable: the TV's sound from the host's phone (issue 19 point 4), in the lobby and in the match's
// host sheet alike. This phone plays nothing: it tells the TV (docs/protocol.md `tv_sound`) and keeps what
// it told it, to show it the next time.

import * as C from "./common.js";

const { el, t } = C;

const tvSoundKey = (code) => `partytable:tv-sound:${code}`;
const TV_SOUND_FIRST = { volume: 60, muted: false };   // a TV's own first setting (DEFAULTS of the TV shell's sound module)
const TV_VOLUME_EVERY_MS = 150;   // while the slider moves, at most this often (the server takes 20 messages a second)

function tvSound(code) {
  try {
    return { ...TV_SOUND_FIRST, ...JSON.parse(C.store.get(tvSoundKey(code)) || "{}") };
  } catch (_) {
    return { ...TV_SOUND_FIRST };
  }
}

/**
 * Mute and volume for the TV of room ``code``, as on the TV's own control (the host's phone only: no other
 * phone draws it). ``send(change)`` tells the TV a change; only the changed field travels (the TV's own
 * control may differ).
 */
export function tvSoundRemote(code, send) {
  const tell = (change) => {
    C.store.set(tvSoundKey(code), JSON.stringify({ ...tvSound(code), ...change }));
    send(change);
  };
  const { volume, muted } = tvSound(code);
  const mute = el("button", { type: "button", class: "btn btn-soft tv-sound-mute", dataset: { key: "tv-mute" },
    onclick: () => {
      const nowMuted = !tvSound(code).muted;
      tell({ muted: nowMuted });
      showMuted(mute, nowMuted);
    } });
  showMuted(mute, muted);
  let sentAt = 0, later = null;
  const sendVolume = () => {
    clearTimeout(later);
    sentAt = Date.now();
    tell({ volume: Number(slider.value) });
  };
  const slider = el("input", {
    type: "range", min: "0", max: "100", step: "5", value: String(volume), class: "tv-sound-volume",
    "aria-label": t("sound.volume"), dataset: { key: "tv-volume" },
    oninput: () => {
      clearTimeout(later);
      if (Date.now() - sentAt >= TV_VOLUME_EVERY_MS) sendVolume();
      else later = setTimeout(sendVolume, TV_VOLUME_EVERY_MS);
    },
    onchange: sendVolume,
  });
  return el("div", { class: "tv-sound", dataset: { key: "tv-sound" } }, mute,
    el("label", { class: "tv-sound-volume-row" }, el("span", null, t("sound.volume")), slider));
}

/**
 * The TV's sound as set on the TV itself, or as it was when this phone became the host (docs/protocol.md
 * `tv_sound`): kept for the next drawing, and shown at once on the controls drawn now (a hand on the
 * slider keeps it).
 */
export function heardFromTv(code, setting) {
  const now = { ...tvSound(code) };
  if (typeof setting.volume === "number") now.volume = setting.volume;
  if (typeof setting.muted === "boolean") now.muted = setting.muted;
  C.store.set(tvSoundKey(code), JSON.stringify(now));
  for (const slider of document.querySelectorAll('[data-key="tv-volume"]')) {
    if (document.activeElement !== slider) slider.value = String(now.volume);
  }
  for (const button of document.querySelectorAll('[data-key="tv-mute"]')) showMuted(button, now.muted);
}

function showMuted(button, muted) {
  button.classList.toggle("is-muted", muted);
  button.setAttribute("aria-pressed", String(muted));
  button.textContent = t(muted ? "sound.unmute" : "sound.mute");
}
