include "f851.td"
