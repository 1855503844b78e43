include "f834.td"
