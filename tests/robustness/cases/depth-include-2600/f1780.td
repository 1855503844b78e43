include "f1781.td"
