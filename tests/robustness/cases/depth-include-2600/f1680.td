include "f1681.td"
