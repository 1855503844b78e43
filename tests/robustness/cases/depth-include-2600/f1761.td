include "f1762.td"
