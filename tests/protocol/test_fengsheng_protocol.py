"""风声 over the real protocol: bot phones play whole matches through the server."""

import json
import subprocess
import sys

from tests.protocol.harness import ROOT


def test_the_bot_command_plays_a_whole_fengsheng_match(server):
    out = subprocess.run([sys.executable, "-m", "server", "bot", server.url, "--new-room", "fengsheng",
                          "--count", "5", "--json"], cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stderr[-2000:]
    summary = json.loads(out.stdout)
    assert summary["finished"] and summary["errors"] == [] and summary["decisions"] > 20
    outcome = summary["outcome"]
    assert outcome["result"].startswith("fengsheng.result.")
    assert sorted(outcome["identities"]) == ["0", "1", "2", "3", "4"] and len(outcome["scores"]) == 5
