"""The kit's prompt watch (install_prompt_watch, prompts_stood_still) tells a prompt that moves by
itself from one a person moved: a thumb scrolling to a secret card and holding it open moves every
prompt on the page and is no fault of the page (CI, 风声's browser match: the watch blamed a scroll the
test's own finger made to read the secret card while a response window was open)."""

from __future__ import annotations

import pytest

from tests.browser.kit import hold, install_prompt_watch, prompt_motion, prompts_stood_still

# A phone page in the shells' classes: a secret card at the top, a long panel, and a prompt far
# below it. Touching the cover opens the card (as controller/reveal.js does); the prompt comes when
# the test asks, and may be told to scroll the page by itself a few frames later (a page fault).
PAGE = """<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>
  body { margin: 0; font: 16px sans-serif; }
  .reveal { height: 120px; background: #ddd; }
  .reveal.open { height: 300px; }
  .reveal-cover { height: 100%; }
  .panel { height: 1600px; }
  .prompt button { display: block; height: 48px; width: 200px; }
</style></head><body>
  <div class="reveal"><div class="reveal-cover">hold to see</div><div class="reveal-secret"></div></div>
  <div class="panel"></div>
  <div class="prompts"></div>
<script>
  const reveal = document.querySelector('.reveal');
  reveal.addEventListener('touchstart', () => {
    reveal.classList.add('open'); reveal.querySelector('.reveal-secret').textContent = 'lurker'; });
  reveal.addEventListener('touchend', () => {
    reveal.classList.remove('open'); reveal.querySelector('.reveal-secret').textContent = ''; });
  window.openPrompt = (scrollAfterFrames) => {
    const p = document.createElement('div');
    p.className = 'prompt'; p.dataset.prompt = '1';
    p.innerHTML = '<p class="prompt-title">You may respond now.</p><button>Pass</button><button>Play</button>';
    document.querySelector('.prompts').append(p);
    let n = 0;
    const tick = () => { if (++n === scrollAfterFrames) window.scrollBy(0, -300); else if (n < scrollAfterFrames) requestAnimationFrame(tick); };
    if (scrollAfterFrames) requestAnimationFrame(tick);
  };
  window.closePrompt = () => document.querySelector('.prompt').remove();
</script></body></html>"""


def _page(contexts):
    page = contexts("phone").new_page()
    page.set_content(PAGE)
    # the page starts scrolled down to where the prompt will be, as a phone answering prompts is
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    install_prompt_watch(page)
    return page


def _frames(page, n):
    page.evaluate("(n) => new Promise((ok) => { const f = () => --n ? requestAnimationFrame(f) : ok(); requestAnimationFrame(f); })", n)


def test_a_thumb_scrolling_to_a_secret_card_and_holding_it_is_not_a_prompt_that_moved(contexts):
    page = _page(contexts)
    page.evaluate("() => openPrompt(0)")
    _frames(page, 8)
    data = hold(page, page.locator(".reveal-cover"), "(n) => n.textContent", who="Ann")
    assert data == "lurker"
    _frames(page, 4)
    page.evaluate("() => closePrompt()")
    _frames(page, 2)
    [record] = prompts_stood_still(page, "Ann")
    assert record["moves"] > 0, "the thumb's scroll moved the prompt's buttons, and the watch saw it"


def test_a_page_that_scrolls_by_itself_under_an_open_prompt_is_caught(contexts):
    page = _page(contexts)
    page.evaluate("() => openPrompt(10)")
    _frames(page, 14)
    page.evaluate("() => closePrompt()")
    _frames(page, 2)
    [record] = prompt_motion(page)
    assert record["causes"] == ["scroll"], record
    with pytest.raises(AssertionError, match="still moving"):
        prompts_stood_still(page, "Ann")
