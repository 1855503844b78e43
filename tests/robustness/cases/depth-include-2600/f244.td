include "f245.td"
