// TactileCairo
