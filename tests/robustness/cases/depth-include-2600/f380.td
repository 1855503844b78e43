include "f381.td"
