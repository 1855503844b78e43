include "f1373.td"
