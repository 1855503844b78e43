include "f1722.td"
