include "f379.td"
