include "f808.td"
