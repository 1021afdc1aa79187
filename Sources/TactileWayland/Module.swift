// TactileWayland
