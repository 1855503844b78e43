include "f1428.td"
