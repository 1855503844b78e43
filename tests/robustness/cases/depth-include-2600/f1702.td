include "f1703.td"
