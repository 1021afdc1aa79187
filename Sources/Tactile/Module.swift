// Tactile
