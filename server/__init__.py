"""The host program: Flask + Socket.IO server, rooms, persistence, CLI."""
