include "f1264.td"
