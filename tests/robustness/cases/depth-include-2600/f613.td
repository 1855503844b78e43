include "f614.td"
