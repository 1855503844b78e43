include "f1647.td"
