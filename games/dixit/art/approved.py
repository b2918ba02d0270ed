"""The approved built-in deck: for each scene template (a card group), the seeds whose
cards were judged good on a contact sheet (``python -m games.dixit.art preview``).

A card id is derived from (EDITION, template, its rev, seed), so a card id always names the same
picture: change EDITION when a shared drawing helper changes (every card is drawn anew), or a
template's ``rev`` when only that template's drawing changes.  Entries may be added, removed
or reordered freely; the deck order is this order.
"""

EDITION = 2

APPROVED: dict[str, tuple[int, ...]] = {
    "house_on_beast": (1, 2, 3),
    "ladder_to_sky": (1, 2, 3),
    "fruit_tree": (1, 2, 3),
    "caged_light": (1, 2, 4),
    "lone_door": (1, 2, 4),
    "shadow_self": (1, 2, 3),
    "true_reflection": (1, 2, 3),
    "star_beast": (1, 2, 3),
    "grows_from_book": (1, 2, 3),
    "drifters_over_town": (1, 2, 3),
    "lighthouse_finds": (1, 2, 3),
    "strange_rain": (1, 2, 3),
    "world_in_a_bowl": (1, 2, 3),
    "furniture_adrift": (1, 2, 3),
    "kite_of_things": (1, 2, 3),
    "window_in_sky": (1, 2, 3),
    "fishing_the_sky": (1, 2, 3),
    "swing_from_sky": (1, 2, 3),
    "little_planet": (1, 2, 3),
    "lantern_beast": (1, 2, 3),
    "nest_of_light": (1, 2, 3),
    "footprints_to_sea": (1, 2, 3),
    "message_bottle": (1, 2, 3),
    "torn_sky": (1, 2, 3),
    "keyhole_cliff": (1, 2, 5),
    "clock_moon": (1, 2, 3),
    "cloud_on_a_leash": (1, 2, 3),
    "train_in_sky": (1, 2, 3),
    "letters_flock": (1, 2, 3),
    "tree_from_vessel": (1, 2, 3),
    "dandelion_voyage": (1, 2, 3),
    "stairs_to_cloud_door": (1, 2, 3),
    "sea_in_a_cup": (1, 2, 3),
    "giant_relic": (1, 2, 3),
    "sky_island": (1, 2, 3),
    "paper_boat_giant": (1, 2, 3),
    "rain_for_one": (1, 2, 3),
    "sunken_home": (1, 2, 3),
    "tightrope_walker": (1, 2, 3),
    "open_cage": (1, 2, 3),
    "bulb_world": (1, 2, 3),
}
