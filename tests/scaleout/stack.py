"""Redis, nginx and `partytable serve` workers on loopback, for the scale-out tests.

Every process is started here with its files in a temporary folder (no system
service, no port below 1024) and stopped by ``close``; each wait is bounded.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request

from server.deploy import nginx_site, nginx_standalone
from server.loadtest import kill_process, stop_process
from tests.protocol.harness import free_port

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
START_TIMEOUT = 30.0


def need(program: str) -> str:
    path = shutil.which(program) or shutil.which(program, path="/usr/sbin:/usr/bin")
    if path is None:
        raise RuntimeError(f"{program} is missing: run `bash scripts/setup.sh --test` (it installs Debian's "
                           "nginx and redis-server)")
    return path


def wait_for(probe, what: str, proc: subprocess.Popen | None = None, log: str = "") -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"{what} exited with {proc.returncode}; see {log}")
        try:
            if probe():
                return
        except OSError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"{what} did not start in {START_TIMEOUT:.0f} s; see {log}")


def get_json(url: str, headers: dict | None = None, timeout: float = 5) -> dict:
    req = urllib.request.Request(url, headers=headers or {})
    with urllib.request.urlopen(req, timeout=timeout) as r:
        return json.loads(r.read())


class Process:
    """A child process with its log file, stopped with SIGTERM (SIGKILL after 10 s)."""

    proc: subprocess.Popen | None = None

    def spawn(self, cmd: list, log: str, env: dict | None = None) -> subprocess.Popen:
        self.log_path = log
        self.log = open(log, "ab")
        self.proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        return self.proc

    def kill(self) -> None:
        """SIGKILL: no clean shutdown, as when a worker's machine loses power."""
        kill_process(self.proc)

    def close(self) -> None:
        stop_process(self.proc)
        if getattr(self, "log", None):
            self.log.close()


class Redis(Process):
    def __init__(self, folder: str):
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        os.makedirs(folder, exist_ok=True)
        # appendonly as in docs/deploy.md; fsync once a second is enough for a test
        self.spawn([need("redis-server"), "--bind", "127.0.0.1", "--port", str(self.port), "--dir", folder,
                    "--save", "", "--appendonly", "yes", "--appendfsync", "everysec"],
                   os.path.join(folder, "redis.log"))
        import redis
        self.client = redis.Redis(port=self.port, socket_timeout=5)
        wait_for(self.client.ping, "redis-server", self.proc, self.log_path)

    def close(self) -> None:
        self.client.close()
        super().close()


class Nginx(Process):
    """nginx with the configuration `partytable deploy nginx` prints, in its own folder."""

    def __init__(self, folder: str, workers: list):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        os.makedirs(folder, exist_ok=True)
        conf = os.path.join(folder, "nginx.conf")
        with open(conf, "w") as f:
            f.write(nginx_standalone(nginx_site(workers, f"127.0.0.1:{self.port}"), folder))
        self.spawn([need("nginx"), "-p", folder, "-c", conf, "-e", os.path.join(folder, "error.log")],
                   os.path.join(folder, "nginx.out"))
        wait_for(lambda: get_json(self.url + "/healthz", timeout=1)["ok"], "nginx", self.proc,
                 os.path.join(folder, "error.log"))


class Worker(Process):
    """One `partytable serve` of the ring, with Redis as its store and message queue."""

    def __init__(self, folder: str, port: int, workers: list, store_url: str, bot_delay: float = 0.0,
                 async_mode: str = "gevent", public_url: str = ""):
        self.port, self.name = port, f"127.0.0.1:{port}"
        self.url = f"http://{self.name}"
        os.makedirs(folder, exist_ok=True)
        cmd = [sys.executable, "-m", "server", "serve", "--host", "127.0.0.1", "--port", str(port),
               "--data", folder, "--async-mode", async_mode, "--public-url", public_url or self.url,
               "--bot-delay", str(bot_delay), "--auto-pass-delay", "0", "--no-warm-up",
               "--store", store_url, "--workers", ",".join(workers)]
        self.spawn(cmd, os.path.join(folder, f"worker-{port}.log"), {**os.environ, "PYTHONPATH": ROOT})
        wait_for(lambda: get_json(self.url + "/healthz", timeout=1)["worker"] == self.name,
                 f"worker {self.name}", self.proc, self.log_path)
