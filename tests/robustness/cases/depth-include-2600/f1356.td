include "f1357.td"
