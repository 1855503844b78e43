include "f100.td"
