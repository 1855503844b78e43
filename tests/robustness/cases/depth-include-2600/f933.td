include "f934.td"
