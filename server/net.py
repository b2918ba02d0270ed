"""The address phones can reach, and the QR codes that carry it."""

from __future__ import annotations

import fcntl
import ipaddress
import socket
import struct
from functools import lru_cache

SIOCGIFADDR = 0x8915  # Linux ioctl: the IPv4 address of an interface


def _usable(ip: str) -> bool:
    try:
        a = ipaddress.ip_address(ip)
    except ValueError:
        return False
    return not (a.is_loopback or a.is_unspecified or a.is_link_local or a.is_multicast)


def _by_udp_connect() -> str | None:
    # Connecting a UDP socket only picks the outgoing interface; no packet is sent.
    for probe in ("10.255.255.255", "192.0.2.1"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect((probe, 9))
                ip = s.getsockname()[0]
            if _usable(ip):
                return ip
        except OSError:
            continue
    return None


def _by_interfaces() -> str | None:
    try:
        names = [name for _, name in socket.if_nameindex()]
    except OSError:
        return None
    for name in names:
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                packed = fcntl.ioctl(s.fileno(), SIOCGIFADDR, struct.pack("256s", name[:15].encode()))
            ip = socket.inet_ntoa(packed[20:24])
        except OSError:
            continue
        if _usable(ip):
            return ip
    return None


def lan_address(override: str | None = None) -> str:
    """The override first, then the UDP-connect trick, then the interface list;
    never a loopback address. Falls back to the host name when nothing else works."""
    if override:
        return override
    return _by_udp_connect() or _by_interfaces() or socket.gethostname()


def public_base(public_url: str | None, host: str, port: int) -> str:
    """The base URL printed and put in QR codes."""
    if public_url:
        return public_url.rstrip("/")
    if host not in ("0.0.0.0", "::", "") and _usable(host):
        return f"http://{host}:{port}"
    return f"http://{lan_address()}:{port}"


@lru_cache(maxsize=512)
def qr_svg(data: str) -> str:
    """An inline SVG QR code (no external files), scaled by CSS."""
    # Imported at the first code drawn, not at start: qrcode brings in Pillow, 0.04 s of a
    # restart (docs/decisions.md "Restart in under a second").
    import qrcode
    from qrcode.image.svg import SvgPathImage
    img = qrcode.make(data, image_factory=SvgPathImage, border=2)
    svg = img.to_string(encoding="unicode")
    if svg.startswith("<?xml"):
        svg = svg[svg.index("?>") + 2:].lstrip()
    return svg
